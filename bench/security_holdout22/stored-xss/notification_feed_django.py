from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from notices.models import Notification


class FeedItem:
    def __init__(self, n):
        self.title = n.title
        self.sender = n.sender_name


def notification_feed(request):
    items = [FeedItem(n) for n in Notification.objects.filter(user=request.user)[:30]]
    rows = format_html_join("\n", "<li>{} <small>{}</small></li>", ((i.title, i.sender) for i in items))
    html = format_html("<ul class='feed'>{}</ul>", rows)
    return HttpResponse(html)
