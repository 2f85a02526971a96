from django import forms
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

ORDERINGS = {
    "newest": "i.issued_on DESC",
    "oldest": "i.issued_on ASC",
    "amount": "i.amount_cents DESC",
}


class InvoiceSearchForm(forms.Form):
    customer = forms.CharField(max_length=120, required=False)
    min_amount = forms.DecimalField(required=False, min_value=0, decimal_places=2)
    order = forms.ChoiceField(choices=[(k, k) for k in ORDERINGS], required=False)
    page = forms.IntegerField(min_value=1, required=False)

    def clean_order(self):
        return self.cleaned_data.get("order") or "newest"

    def clean_page(self):
        return self.cleaned_data.get("page") or 1


def _rows_to_dicts(cursor):
    cols = [c[0] for c in cursor.description]
    return [dict(zip(cols, row)) for row in cursor.fetchall()]


@login_required
@require_GET
def invoice_search(request):
    form = InvoiceSearchForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest(form.errors.as_json(), content_type="application/json")
    data = form.cleaned_data
    where = ["i.account_id = %s"]
    params = [request.user.account_id]
    if data["customer"]:
        where.append("c.name ILIKE %s")
        params.append("%" + data["customer"] + "%")
    if data["min_amount"] is not None:
        where.append("i.amount_cents >= %s")
        params.append(int(data["min_amount"] * 100))
    page_size = 25
    params.extend([page_size, (data["page"] - 1) * page_size])
    sql = (
        "SELECT i.id, i.number, c.name AS customer, i.amount_cents, i.issued_on "
        "FROM billing_invoice i JOIN billing_customer c ON c.id = i.customer_id "
        "WHERE " + " AND ".join(where) + " ORDER BY " + ORDERINGS[data["order"]] + " LIMIT %s OFFSET %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        results = _rows_to_dicts(cursor)
    return JsonResponse({"page": data["page"], "results": results})


@login_required
def invoice_count(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(*) FROM billing_invoice WHERE account_id = %s", [request.user.account_id])
        (count,) = cursor.fetchone()
    return JsonResponse({"count": count})
