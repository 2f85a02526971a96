import csv

from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import connection
from django.http import HttpResponse, JsonResponse
from django.views import View

from .models import Invoice


class InvoiceReportRepository:
    table = "billing_invoice"

    def totals_by_month(self, account_id):
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT strftime('%%Y-%%m', issued_at), SUM(amount) FROM billing_invoice "
                "WHERE account_id = %s GROUP BY 1",
                [account_id],
            )
            return cursor.fetchall()

    def list_sorted(self, account_id, sort_field, direction):
        sql = (
            f"SELECT id, number, amount, issued_at FROM {self.table} "
            f"WHERE account_id = {int(account_id)} ORDER BY {sort_field} {direction}"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql)
            return cursor.fetchall()


class MonthlyTotalsView(LoginRequiredMixin, View):
    def get(self, request):
        repo = InvoiceReportRepository()
        rows = repo.totals_by_month(request.user.account_id)
        return JsonResponse({"months": [{"month": m, "total": float(t)} for m, t in rows]})


class InvoiceListView(LoginRequiredMixin, View):
    default_sort = "issued_at"

    def get(self, request):
        sort_field = request.GET.get("sort", self.default_sort)
        direction = "DESC" if request.GET.get("desc") else "ASC"
        rows = InvoiceReportRepository().list_sorted(request.user.account_id, sort_field, direction)
        return JsonResponse({
            "invoices": [
                {"id": r[0], "number": r[1], "amount": float(r[2]), "issued_at": str(r[3])}
                for r in rows
            ]
        })


class InvoiceExportView(LoginRequiredMixin, View):
    def get(self, request):
        response = HttpResponse(content_type="text/csv")
        response["Content-Disposition"] = 'attachment; filename="invoices.csv"'
        writer = csv.writer(response)
        writer.writerow(["number", "amount", "issued_at"])
        for inv in Invoice.objects.filter(account_id=request.user.account_id).order_by("issued_at"):
            writer.writerow([inv.number, inv.amount, inv.issued_at.isoformat()])
        return response
