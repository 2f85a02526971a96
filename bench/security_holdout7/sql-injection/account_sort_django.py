from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET

SORTABLE = {
    "name": "full_name",
    "joined": "date_joined",
    "balance": "balance",
}


@require_GET
def account_list(request):
    sort_key = request.GET.get("sort", "name")
    direction = "DESC" if request.GET.get("dir") == "desc" else "ASC"
    column = SORTABLE.get(sort_key, "full_name")
    team = request.GET.get("team", "")
    sql = (
        "SELECT id, full_name, balance FROM accounts_account "
        f"WHERE team = %s ORDER BY {column} {direction}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [team])
        rows = cursor.fetchall()
    data = [{"id": r[0], "name": r[1], "balance": float(r[2])} for r in rows]
    return JsonResponse({"accounts": data})
