from django import forms
from django.db import connection
from django.http import JsonResponse
from django.views import View

COLUMNS = {"signup": "date_joined", "spend": "lifetime_spend", "orders": "order_count"}


class CustomerReportForm(forms.Form):
    order_by = forms.ChoiceField(choices=[(key, key) for key in COLUMNS])
    min_orders = forms.IntegerField(min_value=0, required=False)
    country = forms.RegexField(regex=r"\A[A-Z]{2}\Z")


class CustomerReportView(View):
    def get(self, request):
        form = CustomerReportForm(request.GET)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        data = form.cleaned_data
        column = COLUMNS[data["order_by"]]
        sql = (
            "SELECT id, email, date_joined, lifetime_spend, order_count FROM crm_customer "
            f"WHERE country = %s AND order_count >= %s ORDER BY {column} DESC LIMIT 200"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [data["country"], data["min_orders"] or 0])
            rows = cursor.fetchall()
        return JsonResponse({"rows": rows})
