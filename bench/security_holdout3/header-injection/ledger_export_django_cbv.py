import csv
from datetime import date

from django.contrib.auth.mixins import PermissionRequiredMixin
from django.http import HttpResponse
from django.views import View

from accounting.models import LedgerEntry


class LedgerExportView(PermissionRequiredMixin, View):
    permission_required = "accounting.view_ledgerentry"
    fields = ["posted_on", "account_code", "description", "debit", "credit"]

    def get(self, request, *args, **kwargs):
        org = request.user.organization
        filename = "ledger-{}-{}.csv".format(org.slug, date.today().isoformat())
        response = HttpResponse(content_type="text/csv")
        response["Content-Disposition"] = 'attachment; filename="{}"'.format(filename)
        writer = csv.writer(response)
        writer.writerow(self.fields)
        for entry in LedgerEntry.objects.filter(organization=org).values_list(*self.fields):
            writer.writerow(entry)
        return response
