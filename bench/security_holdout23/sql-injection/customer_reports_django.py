from dataclasses import dataclass, field
from datetime import date
from typing import List, Optional

from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import connection
from django.http import JsonResponse
from django.views import View

REGIONS = [("emea", "EMEA"), ("amer", "Americas"), ("apac", "APAC")]


class ReportForm(forms.Form):
    region = forms.ChoiceField(choices=REGIONS)
    since = forms.DateField(required=False)


@dataclass
class ReportFilter:
    region: str
    since: Optional[date] = None
    segments: List[str] = field(default_factory=list)


class CustomerReportRepository:
    base_sql = (
        "SELECT c.id, c.name, c.segment, SUM(o.amount) AS revenue "
        "FROM crm_customer c JOIN crm_order o ON o.customer_id = c.id "
    )

    def _where(self, flt: ReportFilter) -> str:
        clauses = [f"c.region = '{flt.region}'"]
        if flt.since:
            clauses.append(f"o.created_at >= '{flt.since.isoformat()}'")
        if flt.segments:
            quoted = ", ".join(f"'{s}'" for s in flt.segments)
            clauses.append(f"c.segment IN ({quoted})")
        return "WHERE " + " AND ".join(clauses)

    def revenue_by_customer(self, flt: ReportFilter):
        sql = (
            self.base_sql
            + self._where(flt)
            + " GROUP BY c.id, c.name, c.segment ORDER BY revenue DESC"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql)
            cols = [col[0] for col in cursor.description]
            return [dict(zip(cols, row)) for row in cursor.fetchall()]


class ReportService:
    def __init__(self, repository=None):
        self.repository = repository or CustomerReportRepository()

    def build(self, flt: ReportFilter):
        rows = self.repository.revenue_by_customer(flt)
        total = sum(r["revenue"] or 0 for r in rows)
        return {"rows": rows, "total": total, "region": flt.region}


class CustomerRevenueReportView(LoginRequiredMixin, View):
    service_class = ReportService

    def get(self, request):
        form = ReportForm(request.GET)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        flt = ReportFilter(
            region=form.cleaned_data["region"],
            since=form.cleaned_data.get("since"),
            segments=request.GET.getlist("segment"),
        )
        return JsonResponse(self.service_class().build(flt))
