from pathlib import Path

from django.http import FileResponse, Http404

REPORT_ROOT = Path("/srv/reports").resolve()
KINDS = ("monthly", "quarterly", "annual")


def fetch_report(request, kind, name):
    if kind not in KINDS:
        raise Http404("unknown report kind")
    candidate = (REPORT_ROOT / kind / name).resolve()
    if not candidate.is_relative_to(REPORT_ROOT / kind) or not candidate.is_file():
        raise Http404("report not found")
    return FileResponse(open(candidate, "rb"), as_attachment=True, filename=candidate.name)
