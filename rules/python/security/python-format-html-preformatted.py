from django.contrib import admin
from django.utils.html import format_html, format_html_join

from shop.models import Product

ROW_TEMPLATE = "<tr><td>{}</td><td>{}</td></tr>"


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = ("name", "thumbnail", "owner_link", "status", "price_tag")

    def thumbnail(self, obj):
        # ruleid: python-format-html-preformatted
        return format_html(f'<img src="{obj.image_url}" alt="{obj.name}">')

    def owner_link(self, obj):
        # ruleid: python-format-html-preformatted
        return format_html('<a href="/users/%s">%s</a>' % (obj.owner_id, obj.owner.username))

    def status(self, obj):
        label = "<span class='status'>{}</span>".format(obj.status_text)
        # ruleid: python-format-html-preformatted
        return format_html(label)

    def note(self, obj):
        # ruleid: python-format-html-preformatted
        return format_html(obj.admin_note)

    def price_tag(self, obj):
        # ok: python-format-html-preformatted
        return format_html("<b>{}</b> {}", obj.price, obj.currency)

    def safe_thumbnail(self, obj):
        # ok: python-format-html-preformatted
        return format_html('<img src="{}" alt="{}">', obj.image_url, obj.name)

    def row(self, obj):
        # ok: python-format-html-preformatted
        return format_html(ROW_TEMPLATE, obj.name, obj.price)

    def badge(self, obj):
        # ok: python-format-html-preformatted
        return format_html("<span class='new'>new</span>")

    def tags(self, obj):
        # ok: python-format-html-preformatted
        return format_html_join(", ", "<i>{}</i>", ((t.name,) for t in obj.tags.all()))


def caption_in_pieces(photo):
    caption = (
        f"<figcaption>{photo.title} "
        "({})</figcaption>"
    )
    # ruleid: python-format-html-preformatted
    return format_html(caption, photo.year)
