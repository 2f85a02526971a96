package com.example.files;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.io.FilenameUtils;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

public class DownloadServlet extends HttpServlet {
    private static final String BASE = "/srv/uploads";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("file");
        // ruleid: java-path-traversal-request-input
        File file = new File(BASE, name);
        // ruleid: java-path-traversal-request-input
        try (FileInputStream in = new FileInputStream(BASE + "/" + name)) {
            in.transferTo(response.getOutputStream());
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = FilenameUtils.getName(request.getParameter("file"));
        // ok: java-path-traversal-request-input
        File file = new File(BASE, name);
        response.setContentLength((int) file.length());
    }
}

@RestController
class ReportController {
    private final Path base = Paths.get("/srv/reports");

    @GetMapping("/report")
    public byte[] report(@RequestParam String name) throws IOException {
        // ruleid: java-path-traversal-request-input
        return Files.readAllBytes(Paths.get("/srv/reports", name));
    }

    @GetMapping("/report2")
    public byte[] reportChecked(@RequestParam String name) throws IOException {
        Path target = base.resolve(name).normalize();
        if (!target.startsWith(base)) {
            throw new IllegalArgumentException("bad path");
        }
        // ok: java-path-traversal-request-input
        return Files.readAllBytes(target);
    }

    @GetMapping("/report3")
    public byte[] reportFileName(@RequestParam String name) throws IOException {
        Path fileName = Paths.get(name).getFileName();
        // ok: java-path-traversal-request-input
        return Files.readAllBytes(base.resolve(fileName));
    }

    @GetMapping("/index")
    public byte[] index() throws IOException {
        // ok: java-path-traversal-request-input
        return Files.readAllBytes(Paths.get("/srv/reports", "index.html"));
    }
}
