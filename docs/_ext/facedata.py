"""Gives a subpackage face's constants and type aliases the doc comment (``#:``) of the module that defines them.

The API pages document each name where its face exports it (``.. autodata:: holdem.core.RANKS``). autodoc
reads a constant's doc comment from the source of the module it is documented in, and a face only imports
its constants, so without this they would show no description.
"""

from __future__ import annotations

import sys

from sphinx.application import Sphinx
from sphinx.pycode import ModuleAnalyzer


def defining_doc_comment(qualified_name: str, value: object) -> list[str]:
    """The doc comment of ``value`` in the face's module that binds it to the same name, else []."""
    face, _, name = qualified_name.rpartition(".")
    for module_name, module in sorted(sys.modules.items()):
        if not module_name.startswith(face + ".") or getattr(module, name, None) is not value:
            continue
        analyzer = ModuleAnalyzer.for_module(module_name)
        analyzer.find_attr_docs()
        comment = analyzer.attr_docs.get(("", name))
        if comment:
            return list(comment)
    return []


def _add_doc_comment(
    app: Sphinx, what: str, name: str, obj: object, options: object, lines: list[str]
) -> None:
    # A constant's own docstring is its type's (dict's, tuple's): not a description of the constant.
    own_docstring = getattr(obj, "__doc__", None) != getattr(type(obj), "__doc__", None)
    if what == "data" and not (own_docstring and any(line.strip() for line in lines)):
        lines[:] = defining_doc_comment(name, obj)


def setup(app: Sphinx) -> dict[str, object]:
    app.connect("autodoc-process-docstring", _add_doc_comment)
    return {"parallel_read_safe": True}
