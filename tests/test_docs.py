"""The README's Python examples and the package's docstring examples run as doctests, so they stay true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re

import pytest

import holdem
from conftest import REPO_ROOT


def readme_blocks() -> list[str]:
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


def test_readme_python_examples():
    """The README's python blocks, in order, in one session (as a reader would run them)."""
    globs: dict[str, object] = {}
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for index, block in enumerate(readme_blocks()):
        test = doctest.DocTestParser().get_doctest(
            block, globs, f"README block {index}", "README.md", 0
        )
        runner.run(test, clear_globs=False)
        globs = test.globs
    assert runner.tries > 20
    assert runner.failures == 0, "README python examples fail (run with -s to see them)"


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


def test_the_rule_book_renders_each_rule_id_as_an_anchor():
    """docs/_ext/rulebook.py: every R-… id of RULES.md becomes a target, and a missing rule book stops the build."""
    import sys

    sys.path.insert(0, str(REPO_ROOT / "docs" / "_ext"))
    try:
        rulebook = pytest.importorskip("rulebook", reason="sphinx is in the docs extra")
    finally:
        sys.path.pop(0)
    text = "## Betting\n\n- **R-BET-7** A raise is at least the last full raise.\n- **R-BET-9a** Short all-ins add up.\n"
    rendered = rulebook.render(text)
    assert (
        "(r-bet-7)=" in rendered
        and '<a id="R-BET-7"></a>' in rendered
        and "(r-bet-9a)=" in rendered
    )
    rules = REPO_ROOT.parent / "shared" / "spec" / "RULES.md"
    if rules.is_file():
        ids = set(
            re.findall(r"^- \*\*(R-[A-Z]+-\d+[a-z]?)\*\*", rules.read_text(encoding="utf-8"), re.M)
        )
        assert len(ids) > 50 and rulebook.render(rules.read_text(encoding="utf-8")).count(
            "<a id="
        ) == len(ids)


def test_the_docs_build_with_warnings_as_errors(tmp_path):
    """The Sphinx site (API from the docstrings, tutorials, the rule book) builds under -W."""
    pytest.importorskip("sphinx", reason="sphinx is in the docs extra: pip install -e '.[docs]'")
    pytest.importorskip("myst_parser", reason="myst-parser is in the docs extra")
    import subprocess
    import sys

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
    assert 'id="R-BET-7"' in html


def test_the_docs_build_stops_clearly_without_the_rule_book(tmp_path, monkeypatch):
    """The rule book is read at build time: when it is missing the build fails and says where it looked."""
    pytest.importorskip("sphinx", reason="sphinx is in the docs extra: pip install -e '.[docs]'")
    pytest.importorskip("myst_parser", reason="myst-parser is in the docs extra")
    import os
    import subprocess
    import sys

    missing = tmp_path / "no" / "RULES.md"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-W",
            "-q",
            "-b",
            "html",
            str(REPO_ROOT / "docs"),
            str(tmp_path / "html"),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "HOLDEM_RULES": str(missing)},
    )
    assert done.returncode != 0
    assert f"the rule book is missing: looked for {missing}" in done.stdout + done.stderr
