import csv
import io
import re

from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

from .models import Transaction

FILENAME_RE = re.compile(r"[\w\-. ]+")
COLUMNS = ["id", "booked_on", "counterparty", "amount", "currency"]


def _rows(user, year):
    qs = Transaction.objects.filter(account__owner=user, booked_on__year=year).order_by("booked_on")
    return qs.values_list(*COLUMNS)


def _csv_bytes(rows):
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(COLUMNS)
    writer.writerows(rows)
    return buffer.getvalue().encode("utf-8")


@require_GET
def export_years(request):
    years = Transaction.objects.filter(account__owner=request.user).dates("booked_on", "year")
    return JsonResponse({"years": [d.year for d in years]})


@require_GET
def export_csv(request, year):
    name = request.GET.get("filename", f"transactions-{year}")
    if not FILENAME_RE.match(name):
        return HttpResponseBadRequest("filename may contain letters, digits, dot, dash and space")
    body = _csv_bytes(_rows(request.user, int(year)))
    response = HttpResponse(body, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    response["Content-Length"] = str(len(body))
    return response


@require_GET
def export_preview(request, year):
    rows = list(_rows(request.user, int(year))[:20])
    return JsonResponse({"columns": COLUMNS, "rows": [list(map(str, r)) for r in rows]})
