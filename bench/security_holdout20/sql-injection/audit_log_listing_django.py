from django.contrib.admin.views.decorators import staff_member_required
from django.db import connection
from django.http import JsonResponse

SORTABLE = {
    "created": "created_at",
    "user": "username",
    "action": "action",
    "ip": "ip_address",
}


@staff_member_required
def audit_log(request):
    sort_key = request.GET.get("sort", "created")
    direction = request.GET.get("dir", "desc")
    if sort_key not in SORTABLE:
        return JsonResponse({"error": "unknown sort field"}, status=400)
    column = SORTABLE[sort_key]

    try:
        limit = min(int(request.GET.get("limit", 50)), 500)
    except ValueError:
        limit = 50

    sql = (
        "SELECT id, username, action, ip_address, created_at "
        "FROM audit_entries "
        f"ORDER BY {column} {direction.upper()} "
        "LIMIT %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [limit])
        cols = [c[0] for c in cursor.description]
        rows = [dict(zip(cols, r)) for r in cursor.fetchall()]
    return JsonResponse({"entries": rows, "sort": sort_key})
