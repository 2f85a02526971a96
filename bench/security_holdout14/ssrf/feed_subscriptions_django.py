import urllib.request
from urllib.error import URLError

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

SUBSCRIPTIONS = {}
USER_AGENT = "FeedReader/2.3 (+https://reader.example.com/bot)"


class SubscribeForm(forms.Form):
    feed_url = forms.URLField(max_length=500)
    folder = forms.CharField(max_length=40, required=False)

    def clean_folder(self):
        return self.cleaned_data["folder"].strip() or "Unsorted"


def fetch_feed(url):
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": "application/rss+xml, application/json"})
    with urllib.request.urlopen(req, timeout=8) as resp:
        return resp.headers.get_content_type(), resp.read(1_000_000)


@login_required
@require_POST
def subscribe(request):
    form = SubscribeForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    url = form.cleaned_data["feed_url"]
    try:
        content_type, body = fetch_feed(url)
    except (URLError, TimeoutError) as exc:
        return JsonResponse({"errors": {"feed_url": [f"could not fetch: {exc}"]}}, status=400)
    SUBSCRIPTIONS.setdefault(request.user.pk, []).append({"url": url, "folder": form.cleaned_data["folder"]})
    return JsonResponse({"subscribed": url, "content_type": content_type, "preview": body[:300].decode("utf-8", "replace")})


@login_required
@require_GET
def subscriptions(request):
    return JsonResponse({"feeds": SUBSCRIPTIONS.get(request.user.pk, [])})


@login_required
@require_POST
def unsubscribe(request):
    url = request.POST.get("feed_url", "")
    feeds = SUBSCRIPTIONS.get(request.user.pk, [])
    SUBSCRIPTIONS[request.user.pk] = [f for f in feeds if f["url"] != url]
    return JsonResponse({"removed": url})
