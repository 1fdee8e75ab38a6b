"""Sphinx configuration for holdem's documentation (build: sphinx-build -W --keep-going -b html docs DIR)."""

from __future__ import annotations

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS / "_ext"))

project = "holdem"
author = "the holdem authors"
extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon", "myst_parser", "rulebook", "facedata"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
html_theme = "furo"  # a maintained theme, in the docs extra
