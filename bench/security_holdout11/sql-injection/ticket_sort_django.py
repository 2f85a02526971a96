from django.db import connection
from django.http import JsonResponse

SORTABLE = {
    "opened": "opened_at",
    "priority": "priority",
    "assignee": "assignee_name",
}


def ticket_list(request):
    key = request.GET.get("sort", "opened")
    column = SORTABLE.get(key, "opened_at")
    direction = "DESC" if request.GET.get("desc") == "1" else "ASC"
    query = f"SELECT id, title, priority FROM helpdesk_ticket WHERE queue = %s ORDER BY {column} {direction}"
    with connection.cursor() as cursor:
        cursor.execute(query, [request.GET.get("queue", "general")])
        data = cursor.fetchall()
    return JsonResponse({"tickets": data})
