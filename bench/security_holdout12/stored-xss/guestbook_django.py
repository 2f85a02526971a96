from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.safestring import mark_safe
from django.views import View

from .models import GuestbookEntry


class GuestbookView(View):
    template_name = "guestbook/index.html"

    def post(self, request):
        GuestbookEntry.objects.create(author=request.POST.get("author", "anon"), message=request.POST.get("message", ""))
        return HttpResponseRedirect(request.path)

    def get(self, request):
        entries = []
        for entry in GuestbookEntry.objects.order_by("-created")[:50]:
            line = "<strong>%s</strong>: %s" % (entry.author, entry.message)
            entries.append(mark_safe(line))
        return render(request, self.template_name, {"entries": entries})
