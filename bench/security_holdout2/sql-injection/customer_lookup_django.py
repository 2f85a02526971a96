from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET

CUSTOMER_COLUMNS = ["id", "name", "email", "city"]


def _fetch_customer(email):
    with connection.cursor() as cursor:
        sql = "SELECT id, name, email, city FROM crm_customer WHERE email = '%s'" % email
        cursor.execute(sql)
        row = cursor.fetchone()
    if row is None:
        return None
    return dict(zip(CUSTOMER_COLUMNS, row))


@require_GET
def customer_lookup(request):
    email = request.GET.get("email", "").strip()
    if not email:
        return JsonResponse({"error": "email required"}, status=400)
    customer = _fetch_customer(email)
    if customer is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse(customer)
