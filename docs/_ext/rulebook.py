"""Makes each rule of docs/rules.md a Sphinx target, so other pages cite a rule as {ref}`R-BET-7 <r-bet-7>`.

docs/rules.md stays plain Markdown (it reads the same on a code host): each rule is a list item that opens
with an HTML anchor, ``- <a id="R-BET-7"></a>**R-BET-7** …``, which is what ``rules.html#R-BET-7`` links
reach. When Sphinx reads the page, a MyST target ``(r-bet-7)=`` goes before each such item.

Docstrings cite a family of rules as ``R-SHOW-*``; its star is escaped, else reStructuredText reads it as the
start of an emphasis that never ends.
"""

from __future__ import annotations

import re

from sphinx.application import Sphinx

RULES_PAGE = "rules"

#: A rule's item: its anchor and its id in bold, which must agree (tests/test_docs.py checks that they do).
RULE_ITEM = re.compile(r'^- <a id="(R-[A-Z]+-\d+[a-z]?)"></a>\*\*\1\*\*', re.M)

#: A family of rules in a docstring's text, R-SHOW-*, not in a literal (``R-SHOW-*``, left as it is).
RULE_FAMILY = re.compile(r"\b(R-[A-Z]+-)\*(?!`)")


def with_targets(text: str) -> str:
    """The rule book's Markdown with a ``(rule-id)=`` target, in lower case as Sphinx keeps labels, before
    each rule's item."""
    return RULE_ITEM.sub(lambda m: f"\n({m[1].lower()})=\n{m[0]}", text)


def _add_targets(app: Sphinx, docname: str, source: list[str]) -> None:
    if docname == RULES_PAGE:
        source[0] = with_targets(source[0])


def _escape_rule_families(
    app: Sphinx, what: str, name: str, obj: object, options: object, lines: list[str]
) -> None:
    lines[:] = [RULE_FAMILY.sub(r"\1\\*", line) for line in lines]


def setup(app: Sphinx) -> dict[str, object]:
    app.connect("source-read", _add_targets)
    app.connect("autodoc-process-docstring", _escape_rule_families)
    return {"parallel_read_safe": True}
