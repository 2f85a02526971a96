import csv
import io
import ipaddress
import socket
from dataclasses import dataclass
from typing import List
from urllib.parse import urlparse

import requests
from django.http import JsonResponse
from django.views import View

ALLOWED_IMPORT_HOSTS = frozenset({"exports.crm-partner.com", "data.example-analytics.io"})
MAX_IMPORT_BYTES = 5 * 1024 * 1024


class ImportSourceError(ValueError):
    pass


@dataclass(frozen=True)
class ImportSource:
    url: str
    host: str


def check_import_url(raw_url: str) -> ImportSource:
    parsed = urlparse(raw_url)
    if parsed.scheme != "https":
        raise ImportSourceError("only https sources are accepted")
    host = (parsed.hostname or "").lower()
    if host not in ALLOWED_IMPORT_HOSTS:
        raise ImportSourceError("host is not on the import allow-list")
    for info in socket.getaddrinfo(host, 443, proto=socket.IPPROTO_TCP):
        addr = ipaddress.ip_address(info[4][0])
        if addr.is_private or addr.is_loopback or addr.is_link_local or addr.is_reserved:
            raise ImportSourceError("host resolves to an internal address")
    return ImportSource(url=raw_url, host=host)


class CsvImporter:
    def __init__(self, session=None):
        self.session = session or requests.Session()

    def fetch_rows(self, source: ImportSource) -> List[dict]:
        resp = self.session.get(source.url, timeout=15, allow_redirects=False, stream=True)
        resp.raise_for_status()
        content = resp.raw.read(MAX_IMPORT_BYTES + 1, decode_content=True)
        if len(content) > MAX_IMPORT_BYTES:
            raise ImportSourceError("file too large")
        reader = csv.DictReader(io.StringIO(content.decode("utf-8-sig")))
        return list(reader)


class ContactImportView(View):
    importer_class = CsvImporter

    def post(self, request):
        try:
            source = check_import_url(request.POST.get("source_url", ""))
            rows = self.importer_class().fetch_rows(source)
        except ImportSourceError as exc:
            return JsonResponse({"error": str(exc)}, status=400)
        except requests.RequestException:
            return JsonResponse({"error": "could not download source"}, status=502)
        return JsonResponse({"host": source.host, "rows": len(rows)})
