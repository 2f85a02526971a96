import csv
from datetime import date

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_GET

REPORT_COLUMNS = ["number", "customer_name", "amount", "issued_on"]


@login_required
@require_GET
def invoice_summary(request):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT COUNT(*), COALESCE(SUM(amount), 0) FROM billing_invoice WHERE issued_on >= %s",
            [date.today().replace(day=1)],
        )
        count, total = cursor.fetchone()
    return JsonResponse({"count": count, "total": float(total)})


@login_required
@require_GET
def invoice_export(request):
    customer = request.GET.get("customer", "").strip()
    year = request.GET.get("year", "")
    clauses = ["1 = 1"]
    if customer:
        clauses.append(f"customer_name = '{customer}'")
    if year.isdigit():
        clauses.append(f"EXTRACT(YEAR FROM issued_on) = {int(year)}")
    sql = "SELECT {} FROM billing_invoice WHERE {} ORDER BY issued_on".format(
        ", ".join(REPORT_COLUMNS), " AND ".join(clauses)
    )
    with connection.cursor() as cursor:
        cursor.execute(sql)
        rows = cursor.fetchall()
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = 'attachment; filename="invoices.csv"'
    writer = csv.writer(response)
    writer.writerow(REPORT_COLUMNS)
    writer.writerows(rows)
    return response


@login_required
@require_GET
def invoice_years(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT DISTINCT EXTRACT(YEAR FROM issued_on) FROM billing_invoice ORDER BY 1")
        years = [int(row[0]) for row in cursor.fetchall()]
    return JsonResponse({"years": years})
