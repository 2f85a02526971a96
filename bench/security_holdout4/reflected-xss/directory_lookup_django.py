from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views import View

from people.models import Employee


class DirectoryLookupView(LoginRequiredMixin, View):
    def get(self, request):
        term = request.GET.get("q", "")
        matches = Employee.objects.filter(full_name__icontains=term)[:25]
        if not matches:
            return HttpResponse(format_html("<p>No colleagues found for <b>{}</b></p>", term))
        rows = format_html_join(
            "", "<li>{} &mdash; {}</li>", ((e.full_name, e.title) for e in matches)
        )
        return HttpResponse(format_html("<ul class='directory'>{}</ul>", rows))
