"""The window's words in Qt's compiled translation format (.qm), made in
memory from a words catalogue when the language is chosen.

Qt then looks the window's `tr()` strings up in C++, as it would in a file
compiled by lrelease: no Python runs inside Qt's own calls to translate
(shortcut names, standard buttons), where a Python translator would let the
garbage collector delete widgets in the middle of a Qt function.

The format (Qt's qtranslator.cpp): a magic number, then tagged blocks, each
a tag byte and a big-endian 32-bit length: the hash table (ELF hash of
source text and disambiguation -> offset of the message), the messages
(tagged fields: translations in UTF-16BE, one per plural form, then source,
context and comment in UTF-8) and the plural rule.
"""

from __future__ import annotations

import struct
from typing import Iterator

from ..words import Catalogue

MAGIC = bytes((0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95,
               0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD))

# Block tags and message field tags.
HASHES, MESSAGES, NUMERUS_RULES = 0x42, 0x69, 0x88
TAG_END, TAG_TRANSLATION, TAG_SOURCE, TAG_CONTEXT, TAG_COMMENT = 1, 3, 6, 7, 8

# Plural rules in Qt's byte code (numerus.cpp): form 0 when the rule holds.
_EQ, _LEQ = 0x01, 0x03
PLURAL_RULES = {"en": bytes((_EQ, 1)), "fr": bytes((_LEQ, 1))}


def elf_hash(text: bytes) -> int:
    h = 0
    for byte in text:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def _field(tag: int, data: bytes) -> bytes:
    return bytes((tag,)) + struct.pack(">I", len(data)) + data


def _window_entries(catalogue: Catalogue) -> Iterator[tuple[str, str, str, tuple[str, ...]]]:
    """(context, source, disambiguation, forms) of the window's strings:
    Qt contexts are class names, capitalised; the rest are Python's."""
    for context, entries in catalogue.items():
        if not context[:1].isupper():
            continue
        for key, value in entries.items():
            source, comment = key if isinstance(key, tuple) else (key, "")
            if isinstance(value, str):
                yield context, source, comment, (value,)
            elif isinstance(value, tuple):
                yield context, source, comment, value


def compile_qm(catalogue: Catalogue, language: str) -> bytes:
    """The .qm bytes of the window's strings of `catalogue` (in `language`)."""
    messages = bytearray()
    hashes: list[tuple[int, int]] = []
    for context, source, comment, forms in _window_entries(catalogue):
        utf8_source, utf8_comment = source.encode(), comment.encode()
        hashes.append((elf_hash(utf8_source + utf8_comment), len(messages)))
        for form in forms:
            messages += _field(TAG_TRANSLATION, form.encode("utf-16-be"))
        messages += _field(TAG_SOURCE, utf8_source)
        messages += _field(TAG_CONTEXT, context.encode())
        messages += _field(TAG_COMMENT, utf8_comment)
        messages += bytes((TAG_END,))
    hashes.sort()
    table = b"".join(struct.pack(">II", h, offset) for h, offset in hashes)
    return (MAGIC + _field(HASHES, table) + _field(MESSAGES, bytes(messages))
            + _field(NUMERUS_RULES, PLURAL_RULES.get(language, PLURAL_RULES["en"])))
