from pathlib import Path

from django.http import Http404, HttpResponse

REPORT_DIR = Path("/srv/reports/templates")


def report_template(request):
    kind = request.GET.get("kind", "monthly")
    lang = request.GET.get("lang", "en")
    template_path = REPORT_DIR / lang / f"{kind}.txt"
    try:
        content = template_path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise Http404("no such report template")
    return HttpResponse(content, content_type="text/plain; charset=utf-8")
