import shlex
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

from django.http import FileResponse, HttpResponseBadRequest
from django.views import View

WKHTMLTOPDF = "/usr/local/bin/wkhtmltopdf"
ALLOWED_PAGE_SIZES = ("A4", "Letter", "Legal")
RENDER_TIMEOUT = 60


class PdfRenderer:
    def __init__(self, binary=WKHTMLTOPDF):
        self.binary = binary

    def render(self, url, page_size, title):
        out_dir = Path(tempfile.mkdtemp(prefix="pdf-"))
        target = out_dir / "page.pdf"
        command = " ".join(
            [
                shlex.quote(self.binary),
                "--quiet",
                "--page-size",
                shlex.quote(page_size),
                "--title",
                shlex.quote(title),
                shlex.quote(url),
                shlex.quote(str(target)),
            ]
        )
        subprocess.run(command, shell=True, check=True, timeout=RENDER_TIMEOUT)
        return target


def _validated_url(raw):
    parts = urlsplit(raw)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError("unsupported url")
    return raw


class RenderPdfView(View):
    renderer = PdfRenderer()

    def post(self, request):
        try:
            url = _validated_url(request.POST.get("url", ""))
        except ValueError:
            return HttpResponseBadRequest("invalid url")
        page_size = request.POST.get("page_size", "A4")
        if page_size not in ALLOWED_PAGE_SIZES:
            return HttpResponseBadRequest("invalid page size")
        title = request.POST.get("title", "document")[:120]
        pdf_path = self.renderer.render(url, page_size, title)
        return FileResponse(open(pdf_path, "rb"), as_attachment=True, filename="page.pdf")
