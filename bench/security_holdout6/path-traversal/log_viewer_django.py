from dataclasses import dataclass
from pathlib import Path
from typing import List

from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.http import Http404, JsonResponse
from django.views.decorators.http import require_GET

LOG_ROOT = Path(getattr(settings, "SERVICE_LOG_ROOT", "/var/log/services"))
MAX_LINES = 500


@dataclass
class LogExcerpt:
    service: str
    filename: str
    lines: List[str]

    def as_dict(self):
        return {"service": self.service, "file": self.filename, "lines": self.lines}


class LogReader:
    def __init__(self, root: Path = LOG_ROOT):
        self.root = root

    def locate(self, service: str, filename: str) -> Path:
        return self.root / service / filename

    def tail(self, path: Path, count: int) -> List[str]:
        with path.open("r", encoding="utf-8", errors="replace") as fh:
            lines = fh.readlines()
        return [line.rstrip("\n") for line in lines[-count:]]


def parse_line_count(raw) -> int:
    try:
        return max(1, min(int(raw), MAX_LINES))
    except (TypeError, ValueError):
        return 100


@staff_member_required
@require_GET
def view_log(request, service):
    filename = request.GET.get("file", "current.log")
    count = parse_line_count(request.GET.get("lines"))
    reader = LogReader()
    path = reader.locate(service, filename)
    if not path.exists():
        raise Http404("log not found")
    excerpt = LogExcerpt(service=service, filename=filename, lines=reader.tail(path, count))
    return JsonResponse(excerpt.as_dict())
