"""Regression: the PDF memory limit is a budget on top of the caller's address space.

It used to be an absolute RLIMIT_AS in a forked child; inside a big process (a consumer with Kafka
threads, malloc arenas, or a test run after the Spark and Kafka tests) every allocation in the child
failed at random and good PDFs came back as 'SystemError: error return without exception set'.
"""

import mmap

import corpus_docs

from extractors.model import ExtractionLimits, SourceContext
from extractors.registry import extract


def test_pdf_parses_inside_a_process_with_a_large_address_space():
    pages = [["CDS", "FORD 5Y 245/255"]]
    data = corpus_docs.pdf(pages, [[]])
    limits = ExtractionLimits(pdf_max_memory_mb=256)
    # 3 GiB of reserved, untouched address space: far more than the 256 MB budget.
    reserved = mmap.mmap(-1, 3 * 1024**3, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    try:
        result = extract(data, SourceContext(part="run.pdf", dealer="acmebank", limits=limits))
    finally:
        reserved.close()
    assert result.errors == ()
    assert [(q.instrument_key, q.bid, q.ask) for q in result.quotes] == [("FORD 5Y", 245.0, 255.0)]
