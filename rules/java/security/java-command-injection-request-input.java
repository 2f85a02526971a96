package com.example.tools;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

public class PingServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String host = request.getParameter("host");
        // ruleid: java-command-injection-request-input
        Process p = Runtime.getRuntime().exec("ping -c 1 " + host);
        response.getWriter().println(p.pid());
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String host = request.getParameter("host");
        // ok: java-command-injection-request-input
        new ProcessBuilder("ping", "-c", "1", "--", sanitizeHost(host)).start();
        // ok: java-command-injection-request-input
        Runtime.getRuntime().exec(new String[] {"uptime"});
    }

    private static String sanitizeHost(String host) {
        return host.replaceAll("[^A-Za-z0-9.-]", "");
    }
}

@RestController
class ConvertController {
    @GetMapping("/convert")
    public String convert(@RequestParam String format) throws IOException {
        // ruleid: java-command-injection-request-input
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "convert in.png out." + format);
        pb.start();
        return "ok";
    }

    @GetMapping("/tool")
    public String tool(@RequestParam("name") String name) throws IOException {
        ProcessBuilder pb = new ProcessBuilder();
        // ruleid: java-command-injection-request-input
        pb.command(List.of(name, "--version"));
        pb.start();
        return "ok";
    }

    @GetMapping("/history")
    public String history(@RequestParam("file") String file) throws IOException {
        ProcessBuilder pb = new ProcessBuilder();
        // ok: java-command-injection-request-input
        pb.command(List.of("git", "log", "--oneline", "--", file));
        pb.start();
        // ok: java-command-injection-request-input
        new ProcessBuilder(Arrays.asList("git", "blame", "--", file)).start();
        // ok: java-command-injection-request-input
        Runtime.getRuntime().exec(new String[] {"git", "show", "HEAD:" + file});
        // ruleid: java-command-injection-request-input
        new ProcessBuilder(Arrays.asList(file, "--help")).start();
        // ruleid: java-command-injection-request-input
        pb.command("bash", "-c", "git log --oneline -- " + file);
        // ruleid: java-command-injection-request-input
        Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "git show HEAD:" + file});
        return "ok";
    }

    @GetMapping("/tail")
    public String tail(@RequestParam String lines) throws IOException {
        int n = Integer.parseInt(lines);
        // ok: java-command-injection-request-input
        new ProcessBuilder("sh", "-c", "tail -n " + n + " /var/log/app.log | grep -v DEBUG").start();
        // ok: java-command-injection-request-input
        new ProcessBuilder("tail", "-n", lines, "/var/log/app.log").start();
        return "ok";
    }

    @GetMapping("/journal")
    public String journal(@RequestParam String since) throws IOException {
        long epochSeconds = Long.parseLong(since);
        // ok: java-command-injection-request-input
        new ProcessBuilder("sh", "-c", "journalctl --since @" + epochSeconds + " | tail -n 100").start();
        return "ok";
    }

    @GetMapping("/journal/raw")
    public String journalRaw(@RequestParam String since) throws IOException {
        // ruleid: java-command-injection-request-input
        new ProcessBuilder("sh", "-c", "journalctl --since '" + since + "' | tail -n 100").start();
        return "ok";
    }
}
