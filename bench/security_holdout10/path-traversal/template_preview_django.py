from pathlib import Path

from django.conf import settings
from django.http import Http404, HttpResponse

TEMPLATE_ROOT = (Path(settings.BASE_DIR) / "email_templates").resolve()


def _resolve_inside(root, relative):
    candidate = (root / relative).resolve()
    if not candidate.is_relative_to(root):
        raise Http404("template not found")
    return candidate


def preview_template(request):
    name = request.GET.get("name", "welcome.html")
    path = _resolve_inside(TEMPLATE_ROOT, name)
    if path.suffix != ".html" or not path.is_file():
        raise Http404("template not found")
    content = path.read_text(encoding="utf-8")
    return HttpResponse(content, content_type="text/plain; charset=utf-8")
