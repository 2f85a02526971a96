from django.db import connection
from django.http import JsonResponse
from django.urls import path


def members_by_status(request):
    status = request.GET.get("status", "")
    default = "active"
    status, default = default, status
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT id, email FROM members WHERE status = '{status}' ORDER BY id")
        rows = cursor.fetchall()
    return JsonResponse({"members": [{"id": r[0], "email": r[1]} for r in rows]})


urlpatterns = [path("members/", members_by_status)]
