import sys
from pathlib import Path

import pytest

from extractors.model import SourceContext

# The corpus helpers (tiny PDF writer, XLSX/DOCX/CSV writers) build test documents here too.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "corpus"))


@pytest.fixture
def ctx():
    return SourceContext(part="run", dealer="acmebank")
