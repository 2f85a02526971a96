import csv
import re
from datetime import date
from pathlib import PurePosixPath

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

from .models import Transaction

FILENAME_CHARS = re.compile(r"[^A-Za-z0-9._-]+")


def _parse_day(value: str | None) -> date | None:
    try:
        return date.fromisoformat(value) if value else None
    except ValueError:
        return None


def _download_name(raw: str | None, start: date, end: date) -> str:
    fallback = f"ledger-{start:%Y%m%d}-{end:%Y%m%d}"
    stem = PurePosixPath(raw or fallback).name
    stem = FILENAME_CHARS.sub("_", stem).strip("._")[:80]
    return f"{stem or fallback}.csv"


@login_required
@require_GET
def ledger_summary(request: HttpRequest) -> JsonResponse:
    count = Transaction.objects.filter(owner=request.user).count()
    return JsonResponse({"transactions": count})


@login_required
@require_GET
def ledger_export(request: HttpRequest) -> HttpResponse:
    start, end = _parse_day(request.GET.get("from")), _parse_day(request.GET.get("to"))
    if start is None or end is None or end < start:
        return HttpResponseBadRequest("invalid date range")
    rows = list(
        Transaction.objects.filter(owner=request.user, booked__range=(start, end))
        .order_by("booked")
        .values_list("id", "booked", "description", "amount_cents")
    )
    filename = _download_name(request.GET.get("title"), start, end)
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["X-Row-Count"] = str(len(rows))
    writer = csv.writer(response)
    writer.writerow(["id", "booked", "description", "amount_cents"])
    writer.writerows(rows)
    return response
