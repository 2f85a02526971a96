from django.shortcuts import redirect, render
from django.utils.safestring import mark_safe

from .models import GuestbookEntry


def sign(request):
    if request.method == "POST":
        GuestbookEntry.objects.create(
            name=request.POST.get("name", "anonymous")[:80],
            message=request.POST.get("message", ""),
        )
        return redirect("guestbook")
    return render(request, "guestbook/sign.html")


def guestbook(request):
    entries = []
    for entry in GuestbookEntry.objects.order_by("-created")[:50]:
        text = entry.message.replace("\n", "<br>")
        entries.append({"name": entry.name, "message": mark_safe(text)})
    return render(request, "guestbook/list.html", {"entries": entries})
