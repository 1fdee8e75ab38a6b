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
        test = doctest.DocTestParser().get_doctest(block, globs, f"README block {index}", "README.md", 0)
        runner.run(test, clear_globs=False)
        globs = test.globs
    assert runner.tries > 20
    assert runner.failures == 0, "README python examples fail (run with -s to see them)"


MODULES = sorted(
    name for _, name, _ in pkgutil.walk_packages(holdem.__path__, "holdem.") if not name.endswith("_core")
)


@pytest.mark.parametrize("name", MODULES)
def test_module_docstring_examples(name):
    module = importlib.import_module(name)
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for test in finder.find(module, name, globs=vars(module).copy()):
        runner.run(test)
    assert runner.failures == 0, f"{name} has failing docstring examples (run with -s to see them)"
