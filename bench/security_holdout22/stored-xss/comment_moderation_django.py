from django.contrib import admin
from django.urls import reverse
from django.utils.html import format_html
from django.utils.text import Truncator

from blog.models import Comment


@admin.register(Comment)
class CommentAdmin(admin.ModelAdmin):
    list_display = ("id", "author_link", "preview", "post", "status", "created_at")
    list_filter = ("status", "created_at")
    search_fields = ("author_name", "body", "post__title")
    actions = ("approve", "reject")
    readonly_fields = ("author_name", "author_email", "ip_address", "created_at")
    list_per_page = 50
    date_hierarchy = "created_at"
    fieldsets = (
        (None, {"fields": ("post", "status", "body")}),
        ("Author", {"fields": ("author_name", "author_email", "author_website", "ip_address")}),
        ("Metadata", {"fields": ("created_at",)}),
    )

    @admin.display(description="Author")
    def author_link(self, obj):
        url = reverse("admin:blog_comment_changelist") + f"?author_email={obj.author_email}"
        return format_html('<a href="{}">{}</a>', url, obj.author_name)

    @admin.display(description="Comment")
    def preview(self, obj):
        excerpt = Truncator(obj.body).chars(120)
        return format_html(f"<span title='{obj.author_website}'>{excerpt}</span> <small>({{}} words)</small>", len(obj.body.split()))

    @admin.action(description="Approve selected comments")
    def approve(self, request, queryset):
        updated = queryset.update(status=Comment.Status.APPROVED)
        self.message_user(request, f"{updated} comments approved.")

    @admin.action(description="Reject selected comments")
    def reject(self, request, queryset):
        updated = queryset.update(status=Comment.Status.REJECTED)
        self.message_user(request, f"{updated} comments rejected.")

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("post")
