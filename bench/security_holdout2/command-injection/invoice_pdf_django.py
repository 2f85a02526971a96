import shlex
import subprocess
import tempfile
from pathlib import Path

from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponse
from django.shortcuts import get_object_or_404
from django.template.loader import render_to_string

from .models import Invoice

PAPER_SIZES = {"A4", "A5", "Letter", "Legal"}


@login_required
def invoice_pdf(request, invoice_id):
    invoice = get_object_or_404(Invoice, pk=invoice_id, account=request.user.account)
    paper = request.GET.get("paper", "A4")
    if paper not in PAPER_SIZES:
        return HttpResponse("unsupported paper size", status=400)
    title = request.GET.get("title", f"Invoice {invoice.number}")
    workdir = Path(tempfile.mkdtemp(prefix="inv-"))
    src, out = workdir / "invoice.html", workdir / "invoice.pdf"
    src.write_text(render_to_string("billing/invoice.html", {"invoice": invoice}), encoding="utf-8")
    command = "wkhtmltopdf --page-size {} --title {} {} {}".format(
        shlex.quote(paper), shlex.quote(title), shlex.quote(str(src)), shlex.quote(str(out))
    )
    result = subprocess.run(command, shell=True, capture_output=True, timeout=120)
    if result.returncode != 0:
        return HttpResponse("could not render invoice", status=500)
    return FileResponse(open(out, "rb"), content_type="application/pdf", filename=f"{invoice.number}.pdf")
