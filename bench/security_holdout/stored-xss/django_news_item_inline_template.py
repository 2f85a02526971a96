from django.http import HttpResponse
from django.template import Context, Template

from news.models import NewsItem

ITEM_TEMPLATE = Template(
    "<article><h2>{{ item.title }}</h2>"
    "<p class='meta'>by {{ item.author.get_full_name }}</p>"
    "<div class='body'>{{ item.body|linebreaksbr }}</div></article>"
)


def news_item_detail(request, pk):
    item = NewsItem.objects.select_related("author").get(pk=pk)
    return HttpResponse(ITEM_TEMPLATE.render(Context({"item": item})))
