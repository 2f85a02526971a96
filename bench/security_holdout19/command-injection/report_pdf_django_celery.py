import os
import subprocess
import tempfile

from celery import shared_task
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import Report

PAGE_SIZES = {"a4": "A4", "letter": "Letter", "legal": "Legal"}


@shared_task
def render_report_pdf(report_id, page_size):
    report = Report.objects.get(pk=report_id)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write(report.rendered_html)
        html_path = fh.name
    pdf_path = os.path.join(settings.REPORT_PDF_DIR, f"report-{report.pk}.pdf")
    try:
        argv = ["wkhtmltopdf", "--quiet", "--page-size", page_size, "--title", report.title, html_path, pdf_path]
        subprocess.run(argv, check=True, timeout=120)
    finally:
        os.unlink(html_path)
    report.pdf_path = pdf_path
    report.save(update_fields=["pdf_path"])


@login_required
@require_POST
def export_pdf(request, report_id):
    report = get_object_or_404(Report, pk=report_id, owner=request.user)
    size = PAGE_SIZES.get(request.POST.get("page_size", "a4").lower())
    if size is None:
        return JsonResponse({"error": "unknown page size"}, status=400)
    render_report_pdf.delay(report.pk, size)
    return JsonResponse({"queued": True}, status=202)


@login_required
def download_pdf(request, report_id):
    report = get_object_or_404(Report, pk=report_id, owner=request.user)
    if not report.pdf_path or not os.path.exists(report.pdf_path):
        raise Http404("PDF not ready")
    return FileResponse(open(report.pdf_path, "rb"), as_attachment=True, filename=f"report-{report.pk}.pdf")
