from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_http_methods

from .models import GuestbookEntry

MAX_ENTRIES = 50


def _clean_author(value):
    return value.strip()[:60] or "Anonymous"


@require_http_methods(["POST"])
def sign_guestbook(request):
    author = _clean_author(request.POST.get("author", ""))
    message = request.POST.get("message", "")
    if message:
        GuestbookEntry.objects.create(author=author, message=message)
    return HttpResponseRedirect("/guestbook/")


@require_http_methods(["GET"])
def guestbook(request):
    entries = GuestbookEntry.objects.order_by("-created")[:MAX_ENTRIES]
    rendered = []
    for entry in entries:
        rendered.append({"author": entry.author, "html": _format_message(entry.message)})
    return render(request, "guestbook.html", {"entries": rendered})


def _format_message(text):
    paragraphs = [p.replace("\n", "<br>") for p in text.split("\n\n")]
    return mark_safe("".join("<p>%s</p>" % p for p in paragraphs))


@require_http_methods(["GET"])
def guestbook_stats(request):
    total = GuestbookEntry.objects.count()
    authors = GuestbookEntry.objects.values_list("author", flat=True).distinct().count()
    return JsonResponse({"entries": total, "authors": authors})


@require_http_methods(["POST"])
def delete_entry(request, entry_id):
    if not request.user.is_staff:
        return JsonResponse({"error": "forbidden"}, status=403)
    GuestbookEntry.objects.filter(pk=entry_id).delete()
    return JsonResponse({"deleted": entry_id})
