from django.db import connection
from django.http import JsonResponse


class TicketQuery:
    def __init__(self, project, keyword):
        self.project = project
        self.keyword = keyword

    def sql(self):
        return (
            "SELECT id, title, state FROM support_ticket "
            "WHERE project_id = %s AND title ILIKE %s ORDER BY id DESC"
        )

    def params(self):
        return [self.project, "%" + self.keyword + "%"]


def ticket_filter(request, project_id):
    tq = TicketQuery(project_id, request.GET.get("keyword", ""))
    with connection.cursor() as cur:
        cur.execute(tq.sql(), tq.params())
        tickets = cur.fetchall()
    return JsonResponse({"tickets": tickets})
