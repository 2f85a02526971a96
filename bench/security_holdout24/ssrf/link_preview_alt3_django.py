from html.parser import HTMLParser
from urllib.parse import urlsplit
from urllib.request import Request, urlopen

from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View

USER_AGENT = "AcmeChat-LinkPreview/2.1"
MAX_BYTES = 512 * 1024


class MetaCollector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.meta: dict[str, str] = {}
        self._title: list[str] = []
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (prop := attrs.get("property") or attrs.get("name")):
            self.meta.setdefault(prop.lower(), attrs.get("content") or "")
        self._in_title = tag == "title"

    def handle_data(self, data):
        if self._in_title:
            self._title.append(data)

    @property
    def title(self) -> str:
        return self.meta.get("og:title") or "".join(self._title).strip()


def json_errors(view):
    def wrapper(self, request, *args, **kwargs):
        try:
            return view(self, request, *args, **kwargs)
        except (ValueError, OSError) as exc:
            return JsonResponse({"error": str(exc)}, status=422)
    return wrapper


@method_decorator(login_required, name="dispatch")
class LinkPreviewView(View):
    cache_seconds = 3600

    @json_errors
    def get(self, request):
        link = request.GET.get("url", "").strip()
        if urlsplit(link).scheme not in {"http", "https"}:
            raise ValueError("only http(s) links can be previewed")
        if (cached := cache.get(f"preview:{link}")) is not None:
            return JsonResponse(cached)
        req = Request(link, headers={"User-Agent": USER_AGENT, "Accept": "text/html"})
        with urlopen(req, timeout=5) as resp:
            body = resp.read(MAX_BYTES).decode(resp.headers.get_content_charset() or "utf-8", "replace")
        collector = MetaCollector()
        collector.feed(body)
        preview = {
            "url": link,
            "title": collector.title,
            "description": collector.meta.get("og:description", ""),
            "image": collector.meta.get("og:image"),
            "excerpt": body[:280] if not collector.title else "",
        }
        cache.set(f"preview:{link}", preview, self.cache_seconds)
        return JsonResponse(preview)


@method_decorator(login_required, name="dispatch")
class PreviewCacheView(View):
    def delete(self, request):
        link = request.GET.get("url", "")
        cache.delete(f"preview:{link}")
        return JsonResponse({"cleared": link})
