import csv

from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponse
from django.views.generic import FormView, ListView

from reports.models import Sale, SavedReport


class ComputedColumnForm(forms.Form):
    title = forms.CharField(max_length=80)
    expression = forms.CharField(max_length=300, widget=forms.Textarea)


class ColumnBuilder:
    fields = ("quantity", "unit_price", "discount", "tax_rate")

    def build(self, expression: str):
        return eval(f"lambda row: {expression}", {"__builtins__": {"round": round, "abs": abs}})

    def apply(self, expression: str, sales):
        fn = self.build(expression)
        for sale in sales:
            row = {f: getattr(sale, f) for f in self.fields}
            yield sale.pk, fn(row)


class ReportListView(LoginRequiredMixin, ListView):
    model = SavedReport
    template_name = "reports/list.html"

    def get_queryset(self):
        return SavedReport.objects.filter(owner=self.request.user)


class ComputedColumnView(LoginRequiredMixin, FormView):
    form_class = ComputedColumnForm
    template_name = "reports/computed.html"

    def form_valid(self, form):
        builder = ColumnBuilder()
        sales = Sale.objects.filter(account=self.request.user.account).order_by("-pk")[:1000]
        response = HttpResponse(content_type="text/csv")
        response["Content-Disposition"] = 'attachment; filename="computed.csv"'
        writer = csv.writer(response)
        writer.writerow(["sale_id", form.cleaned_data["title"]])
        for pk, value in builder.apply(form.cleaned_data["expression"], sales):
            writer.writerow([pk, value])
        return response
