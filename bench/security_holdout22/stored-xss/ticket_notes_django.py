from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import Http404, JsonResponse
from django.utils.html import format_html, format_html_join
from django.views.generic import View

from helpdesk.models import Ticket


class TicketNotesFragmentView(LoginRequiredMixin, View):
    raise_exception = True

    def get_ticket(self):
        try:
            ticket = Ticket.objects.select_related("customer").get(pk=self.kwargs["pk"])
        except Ticket.DoesNotExist:
            raise Http404("ticket not found")
        if not (self.request.user.is_staff or ticket.customer_id == self.request.user.pk):
            raise Http404("ticket not found")
        return ticket

    def get(self, request, pk):
        ticket = self.get_ticket()
        notes = ticket.notes.select_related("author").order_by("created_at")
        if not request.user.is_staff:
            notes = notes.filter(internal=False)

        items = format_html_join(
            "\n",
            "<li class='note'><b>{}</b> <time datetime='{}'>{}</time><p>{}</p></li>",
            ((n.author.get_full_name(), n.created_at.isoformat(), n.created_at.strftime("%d %b %H:%M"), n.text) for n in notes),
        )
        fragment = format_html("<h3>{}</h3><ul class='notes'>{}</ul>", ticket.subject, items)

        return JsonResponse(
            {
                "ticket": ticket.pk,
                "status": ticket.status,
                "note_count": notes.count(),
                "html": str(fragment),
            }
        )
