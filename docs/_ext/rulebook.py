"""Renders the rule book (RULES.md, kept beside the checkout) into the docs at build time: each rule id an anchor.

The ``rulebook_source`` setting (or the HOLDEM_RULES environment variable) names the file; a missing file
stops the build with a message saying where it was looked for.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.errors import ConfigError

RULE = re.compile(r"^- \*\*(R-[A-Z]+-\d+[a-z]?)\*\*", re.M)


def render(text: str) -> str:
    """The rule book as MyST Markdown: a ``(rule-id)=`` target before each rule's item."""
    return RULE.sub(lambda m: f'\n({m[1].lower()})=\n- **{m[1]}** <a id="{m[1]}"></a>', text)


def _write(app: Sphinx) -> None:
    source = Path(os.environ.get("HOLDEM_RULES") or app.config.rulebook_source)
    if not source.is_file():
        raise ConfigError(
            f"the rule book is missing: looked for {source} (the checkout's ../shared/spec/RULES.md); "
            "set HOLDEM_RULES to its path"
        )
    out = Path(app.srcdir) / "rules.md"
    rendered = render(source.read_text(encoding="utf-8"))
    if not out.is_file() or out.read_text(encoding="utf-8") != rendered:
        out.write_text(rendered, encoding="utf-8")


def setup(app: Sphinx) -> dict[str, object]:
    app.add_config_value("rulebook_source", "", "env")
    app.connect("builder-inited", _write)
    return {"parallel_read_safe": True}
