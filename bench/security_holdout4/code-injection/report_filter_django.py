import csv

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse

from sales.models import Order


def _compile_filter(expression):
    return eval("lambda row: " + expression)


@login_required
def export_orders(request):
    expression = request.GET.get("where", "True")
    keep = _compile_filter(expression)
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = 'attachment; filename="orders.csv"'
    writer = csv.writer(response)
    writer.writerow(["number", "customer", "total", "status"])
    for order in Order.objects.filter(account=request.user.account).values():
        if keep(order):
            writer.writerow([order["number"], order["customer_name"], order["total"], order["status"]])
    return response
