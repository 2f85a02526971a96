import smtplib
from email import message_from_string
from email.policy import SMTP as SMTP_POLICY

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from support.models import Ticket

NOTIFY_TEMPLATE = """From: Helpdesk <{sender}>
To: {queue}
Cc: {customer_email}
Subject: [Ticket #{ticket_id}] {subject}
Content-Type: text/plain; charset=utf-8

{body}
"""


@login_required
@require_POST
def open_ticket(request):
    ticket = Ticket.objects.create(
        owner=request.user,
        subject=request.POST.get("subject", "")[:300],
        body=request.POST.get("body", ""),
    )
    raw = NOTIFY_TEMPLATE.format(
        sender=settings.HELPDESK_FROM,
        queue=settings.HELPDESK_QUEUE_ADDRESS,
        customer_email=request.user.email,
        ticket_id=ticket.pk,
        subject=ticket.subject,
        body=ticket.body,
    )
    msg = message_from_string(raw, policy=SMTP_POLICY)
    with smtplib.SMTP(settings.EMAIL_HOST, settings.EMAIL_PORT) as server:
        server.send_message(msg)
    return JsonResponse({"ticket": ticket.pk}, status=201)
