import functools

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET


class MemberQuery:
    def __init__(self, team, city):
        self.team = team
        self.city = city

    def clauses(self):
        yield "SELECT id, full_name, email FROM members_member WHERE team = %s", self.team
        if self.city:
            yield "AND city = %s", self.city
        yield "ORDER BY full_name", None

    def build(self):
        parts, params = [], []
        for text, value in self.clauses():
            parts.append(text)
            if value is not None:
                params.append(value)
        return " ".join(parts), params


def fetch_all(sql, params):
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        columns = [col[0] for col in cursor.description]
        return [dict(zip(columns, row)) for row in cursor.fetchall()]


run_member_query = functools.partial(fetch_all)


@require_GET
def member_directory(request):
    query = MemberQuery(request.GET.get("team", "core"), request.GET.get("city", ""))
    sql, params = query.build()
    return JsonResponse({"members": run_member_query(sql, params)})
