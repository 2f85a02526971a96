import csv
import io
import logging

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.utils.text import get_valid_filename
from django.views.decorators.http import require_GET

from .models import SavedReport

logger = logging.getLogger(__name__)

EXPORT_COLUMNS = ("date", "description", "category", "amount")


def render_csv(report):
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(EXPORT_COLUMNS)
    for row in report.rows.order_by("date").values_list(*EXPORT_COLUMNS):
        writer.writerow(row)
    return buffer.getvalue()


@login_required
@require_GET
def export_report(request, report_id):
    try:
        report = SavedReport.objects.get(pk=report_id, owner=request.user)
    except SavedReport.DoesNotExist:
        raise Http404("report not found")
    stored_name = get_valid_filename(report.title or f"report-{report.pk}")
    display_name = request.GET.get("filename") or f"{stored_name}.csv"
    body = render_csv(report)
    response = HttpResponse(body, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{display_name}"'
    response["Content-Length"] = str(len(body.encode("utf-8")))
    logger.info("user %s exported report %s", request.user.pk, report.pk)
    return response


@login_required
@require_GET
def export_index(request):
    reports = SavedReport.objects.filter(owner=request.user).order_by("-updated_at")
    lines = [f"{r.pk}\t{r.title}" for r in reports]
    return HttpResponse("\n".join(lines), content_type="text/plain; charset=utf-8")
