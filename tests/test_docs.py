"""The docs stay true: the README's Python examples and the package's docstring examples run as doctests, the
rule book has every rule the spec, the code and the tests cite, the site builds, and the README's test command
runs what it says."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
import sys
from pathlib import Path

import pytest

import holdem
from conftest import REPO_ROOT

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: tomli, a dependency there
    import tomli as tomllib


def python_blocks(path: Path) -> list[tuple[int, str]]:
    """A Markdown file's ```python blocks, in order, each with the line number before its first line."""
    text = path.read_text(encoding="utf-8")
    return [
        (text.count("\n", 0, match.start(1)), match[1])
        for match in re.finditer(r"```python\n(.*?)```", text, flags=re.S)
    ]


def run_blocks(path: Path) -> doctest.DocTestRunner:
    """A Markdown file's python blocks as doctests, in order, in one session (as a reader would run them)."""
    globs: dict[str, object] = {}
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    name = str(path.relative_to(REPO_ROOT))
    for index, (line, block) in enumerate(python_blocks(path)):
        test = doctest.DocTestParser().get_doctest(
            block, globs, f"{name} block {index}", name, line
        )
        runner.run(test, clear_globs=False)
        globs = test.globs
    return runner


def test_readme_python_examples():
    """The README's python blocks, in order, in one session: the tour a newcomer runs as written."""
    runner = run_blocks(REPO_ROOT / "README.md")
    assert runner.tries > 20
    assert runner.failures == 0, "README python examples fail (run with -s to see them)"


#: The docs pages with examples (```python blocks with >>>), each run in one session of its own.
DOC_PAGES = sorted(
    path
    for path in (REPO_ROOT / "docs").rglob("*.md")
    if "_build" not in path.parts and any(">>>" in block for _, block in python_blocks(path))
)


@pytest.mark.parametrize(
    "page", DOC_PAGES, ids=[str(path.relative_to(REPO_ROOT / "docs")) for path in DOC_PAGES]
)
def test_docs_page_python_examples(page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Each docs page's python blocks run as written, in order, in one session, in a scratch folder (a page
    may write files)."""
    monkeypatch.chdir(tmp_path)
    runner = run_blocks(page)
    assert runner.tries > 0
    assert runner.failures == 0, f"{page.name}'s python examples fail (run with -s to see them)"


def test_the_docs_pages_have_examples():
    """The tutorials moved out of the README keep their examples, so the test above has pages to run."""
    names = {path.relative_to(REPO_ROOT / "docs").as_posix() for path in DOC_PAGES}
    assert len(names) >= 8 and "tutorials/hands.md" in names


MODULES = sorted(
    name
    for _, name, _ in pkgutil.walk_packages(holdem.__path__, "holdem.")
    if not name.endswith("_core")
)


@pytest.mark.parametrize("name", MODULES)
def test_module_docstring_examples(name):
    module = importlib.import_module(name)
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for test in finder.find(module, name, globs=vars(module).copy()):
        runner.run(test)
    assert runner.failures == 0, f"{name} has failing docstring examples (run with -s to see them)"


#: A rule id as the code, the tests and the rule books cite it: R-BET-7, R-BET-9a.
RULE_ID = re.compile(r"\bR-[A-Z]+-\d+[a-z]?\b")

#: A rule's item in docs/rules.md: its anchor, then its id in bold (docs/_ext/rulebook.py makes it a target).
RULE_ITEM = re.compile(r'^- <a id="(R-[A-Z]+-\d+[a-z]?)"></a>\*\*(R-[A-Z]+-\d+[a-z]?)\*\*', re.M)


def rule_book_items() -> list[tuple[str, str]]:
    """docs/rules.md's rules as (anchor, bold id) pairs, in order."""
    return RULE_ITEM.findall((REPO_ROOT / "docs" / "rules.md").read_text(encoding="utf-8"))


def documented_rule_ids() -> set[str]:
    return {anchor for anchor, _ in rule_book_items()}


def test_each_rule_of_the_rule_book_has_one_anchor_of_its_own_id():
    text = (REPO_ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    items = rule_book_items()
    anchors = [anchor for anchor, _ in items]
    assert all(anchor == bold for anchor, bold in items), "an anchor differs from its rule's id"
    assert len(anchors) == len(set(anchors)), "a rule id is given twice"
    # every rule written in bold opens an item with its anchor
    assert len(re.findall(r"^- .*?\*\*R-[A-Z]+-\d+[a-z]?\*\*", text, re.M)) == len(items)


def test_every_rule_of_the_spec_is_in_the_rule_book(shared):
    """The project's rule book has every rule of shared/spec/RULES.md, the normative text, under its id."""
    spec = (shared / "spec" / "RULES.md").read_text(encoding="utf-8")
    spec_ids = set(re.findall(r"^- \*\*(R-[A-Z]+-\d+[a-z]?)\*\*", spec, re.M))
    assert len(spec_ids) > 50
    assert sorted(spec_ids - documented_rule_ids()) == []


def cited_rule_ids() -> dict[str, set[str]]:
    """Each rule id the package or the tests cite -> the files citing it."""
    cited: dict[str, set[str]] = {}
    for folder in (REPO_ROOT / "python" / "holdem", REPO_ROOT / "tests"):
        for path in sorted(folder.rglob("*.py")) + sorted(folder.rglob("*.pyi")):
            for rule in RULE_ID.findall(path.read_text(encoding="utf-8")):
                cited.setdefault(rule, set()).add(str(path.relative_to(REPO_ROOT)))
    return cited


def test_every_rule_id_the_code_and_the_tests_cite_is_in_the_rule_book():
    """An error message or a test that names a rule names one a reader can look up in docs/rules.md."""
    cited = cited_rule_ids()
    assert len(cited) > 50
    missing = {
        rule: sorted(files) for rule, files in cited.items() if rule not in documented_rule_ids()
    }
    assert missing == {}


def test_the_rule_book_page_makes_each_rule_a_target():
    """docs/_ext/rulebook.py puts a MyST target before each rule, so pages cite {ref}`R-BET-7 <r-bet-7>`."""
    sys.path.insert(0, str(REPO_ROOT / "docs" / "_ext"))
    try:
        rulebook = pytest.importorskip("rulebook", reason="sphinx is in the docs extra")
    finally:
        sys.path.pop(0)
    text = (REPO_ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    rendered = rulebook.with_targets(text)
    targets = re.findall(r'^\((r-[a-z]+-\d+[a-z]?)\)=\n- <a id="(R-[^"]+)">', rendered, re.M)
    assert targets and [label for label, _ in targets] == [
        anchor.lower() for anchor, _ in rule_book_items()
    ]
    assert all(label == anchor.lower() for label, anchor in targets)
    assert rulebook.RULE_FAMILY.sub(r"\1\\*", "(R-SHOW-*) and ``R-SHOW-*``") == (
        "(R-SHOW-\\*) and ``R-SHOW-*``"
    )


#: The subpackages with a page of their own under docs/api/, bottom layer first, and the names of a face
#: that another face's page documents (the engine's face re-exports the game's records).
API_PAGES = (
    "core",
    "game",
    "engine",
    "history",
    "vector",
    "table",
    "agents",
    "tournament",
    "sim",
    "env",
    "errors",
)
DOCUMENTED_ELSEWHERE = {
    "engine": {
        "Action",
        "ActionKind",
        "BoardDeal",
        "HoleDeal",
        "LegalActions",
        "Muck",
        "Post",
        "Show",
        "Street",
    }
}


def test_each_layer_has_an_api_page_linked_from_the_index():
    faces = {
        name
        for _, name, is_package in pkgutil.iter_modules(holdem.__path__)
        if is_package and name != "cli"  # the command line has its own help, not an API
    }
    assert faces <= set(API_PAGES)
    index = (REPO_ROOT / "docs" / "api" / "index.md").read_text(encoding="utf-8")
    assert "api/index" in (REPO_ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    for page in API_PAGES:
        text = (REPO_ROOT / "docs" / "api" / f"{page}.md").read_text(encoding="utf-8")
        assert f".. automodule:: holdem.{page}\n" in text and f"\n{page}\n" in index


def test_the_docs_build_with_warnings_as_errors(tmp_path):
    """The Sphinx site (API from the docstrings, tutorials, the rule book) builds under -W from the checkout
    alone, and each face's public names are on its page."""
    pytest.importorskip(
        "sphinx", reason="sphinx is in the docs tools: pip install -r requirements/docs.txt"
    )
    pytest.importorskip("myst_parser", reason="myst-parser is in the docs extra")
    pytest.importorskip("furo", reason="furo (the theme) is in the docs extra")
    import subprocess

    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-W",
            "--keep-going",
            "-q",
            "-b",
            "html",
            str(REPO_ROOT / "docs"),
            str(tmp_path / "html"),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    html = (tmp_path / "html" / "rules.html").read_text(encoding="utf-8")
    assert 'id="R-BET-7"' in html and 'id="r-bet-7"' in html  # rules.html#R-BET-7 and {ref} targets
    api_html = "".join(
        page.read_text(encoding="utf-8") for page in (tmp_path / "html" / "api").glob("*.html")
    )
    documented = set(re.findall(r'id="(holdem\.[\w.]+)"', api_html))
    for page in API_PAGES:
        face = importlib.import_module(f"holdem.{page}")
        elsewhere = DOCUMENTED_ELSEWHERE.get(page, set())
        missing = [
            name
            for name in face.__all__
            if name not in elsewhere and f"holdem.{page}.{name}" not in documented
        ]
        assert missing == [], f"holdem.{page} names missing from docs/api/{page}.md"


def test_the_readme_test_command_runs_the_fast_suite_and_ci_runs_the_whole_suite_once():
    """`python -m pytest` leaves the slow tests out (pyproject's addopts); .ci/run puts them back in one run, the
    installed wheel's, and the README says how."""
    with open(REPO_ROOT / "pyproject.toml", "rb") as file:
        addopts = tomllib.load(file)["tool"]["pytest"]["ini_options"]["addopts"]
    assert [addopts[-2], addopts[-1]] == [
        "-m",
        "not slow",
    ]  # last, so a command line's -m overrides it
    whole_suite = '-m "slow or not slow"'
    ci = (REPO_ROOT / ".ci" / "run").read_text(encoding="utf-8")
    runs = [line for line in ci.splitlines() if whole_suite in line]
    assert len(runs) == 1 and '"$WHEEL_PYTHON" -m pytest' in runs[0]
    assert f"python -m pytest {whole_suite}" in (REPO_ROOT / "README.md").read_text(
        encoding="utf-8"
    )
