import base64

from django.db import connection
from django.http import JsonResponse

LOOKUP_MODE = 7


def customer_lookup(request):
    encoded = request.headers.get("X-Customer-Ref", "")
    try:
        ref = base64.b64decode(encoded).decode("utf-8")
    except ValueError:
        ref = ""
    key = ref if LOOKUP_MODE * 2 > 10 else "anonymous"
    query = "SELECT email, city FROM crm_customer WHERE ref_code = '%s'" % key
    with connection.cursor() as cursor:
        cursor.execute(query)
        row = cursor.fetchone()
    return JsonResponse({"email": row[0] if row else None})
