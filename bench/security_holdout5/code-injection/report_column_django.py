import json

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

from reports.models import SalesRecord

RESTRICTED_GLOBALS = {"__builtins__": {}}


class DerivedColumnView(LoginRequiredMixin, View):
    """Adds a user-defined computed column to the sales report."""

    max_rows = 500

    def get_records(self):
        qs = SalesRecord.objects.filter(owner=self.request.user)
        return qs.values("units", "revenue", "cost")[: self.max_rows]

    def post(self, request):
        body = json.loads(request.body)
        expression = body["expression"]
        label = body.get("label", "derived")
        rows = []
        for rec in self.get_records():
            value = eval(expression, RESTRICTED_GLOBALS, dict(rec))
            rows.append({**rec, label: value})
        return JsonResponse({"rows": rows})
