import json

from django.http import JsonResponse

from helpdesk.models import Ticket


def ticket_search(request):
    body = json.loads(request.body or b"{}")
    status = body.get("status", "open")
    current = status
    wanted = current
    final_status = wanted
    tickets = Ticket.objects.raw("SELECT id, title, status FROM helpdesk_ticket WHERE status = %s", [final_status])
    return JsonResponse({"tickets": [{"id": t.id, "title": t.title} for t in tickets]})
