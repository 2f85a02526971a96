import json

from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import Ticket


@require_GET
def ticket_detail(request, ticket_id):
    ticket = Ticket.objects.filter(pk=ticket_id).values("id", "title", "status").first()
    if ticket is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse(ticket)


@require_POST
def ticket_create(request):
    try:
        payload = json.loads(request.body)
    except ValueError:
        return HttpResponseBadRequest("invalid json")
    ticket = Ticket.objects.create(title=payload.get("title", ""), status="open")
    return JsonResponse({"id": ticket.pk}, status=201)


def _tag_filter(tags):
    placeholders = ", ".join(["%s"] * len(tags))
    return "tag IN ({})".format(placeholders), list(tags)


@require_GET
def ticket_search(request):
    tags = [t for t in request.GET.getlist("tag") if t][:10]
    status = request.GET.get("status", "open")
    sql = "SELECT id, title FROM helpdesk_ticket WHERE status = %s"
    params = [status]
    if tags:
        clause, tag_params = _tag_filter(tags)
        sql += " AND id IN (SELECT ticket_id FROM helpdesk_tag WHERE " + clause + ")"
        params.extend(tag_params)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    return JsonResponse({"results": [{"id": r[0], "title": r[1]} for r in rows]})


@require_GET
def ticket_stats(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT status, COUNT(*) FROM helpdesk_ticket GROUP BY status")
        stats = dict(cursor.fetchall())
    return JsonResponse(stats)
