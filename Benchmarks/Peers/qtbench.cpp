// The peer harness of ../shared/bench/README.md for Qt's `QWidget::childAt`, so that
// ResponderKit's hitbench can be compared with Qt on one machine, in one sitting:
//
//     qtbench DIR R HITS_FILE
//
// reads DIR/tree.txt and DIR/points.txt, builds real QWidgets (offscreen), times `childAt`
// through the public API R times after a warm-up, writes one hit id per line to HITS_FILE and
// prints `peer qt n VIEWS queries M ns_per_query MEDIAN checksum C`. Build it with
//
//     g++ -O2 -std=c++17 -fPIC Benchmarks/Peers/qtbench.cpp -o qtbench $(pkg-config --cflags --libs Qt6Widgets)
//
// (Debian: `apt-get install qt6-base-dev`). A point outside the root misses (-1); inside it, the
// answer is `childAt`'s, or the root when no child takes the point.
#include <QApplication>
#include <QWidget>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

bool readRows(const std::string &path, size_t columns, std::vector<std::vector<long>> &rows) {
    std::ifstream file(path);
    if (!file) {
        std::fprintf(stderr, "qtbench: cannot read %s\n", path.c_str());
        return false;
    }
    std::string line;
    for (size_t number = 1; std::getline(file, line); ++number) {
        if (line.empty()) continue;
        std::istringstream fields(line);
        std::vector<long> row;
        for (long value; fields >> value;) row.push_back(value);
        if (row.size() != columns || !fields.eof()) {
            std::fprintf(stderr, "qtbench: %s:%zu: expected %zu integers\n", path.c_str(), number, columns);
            return false;
        }
        rows.push_back(row);
    }
    return true;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc != 4 || std::atoi(argv[2]) <= 0) {
        std::fprintf(stderr, "usage: qtbench DIR R HITS_FILE\n");
        return 2;
    }
    const std::string directory = argv[1];
    const int repeats = std::atoi(argv[2]);
    std::vector<std::vector<long>> tree, pointRows;
    if (!readRows(directory + "/tree.txt", 7, tree) || !readRows(directory + "/points.txt", 2, pointRows)) return 1;

    qputenv("QT_QPA_PLATFORM", "offscreen");
    int applicationArgc = 1;
    QApplication application(applicationArgc, argv);

    // Build in insertion order: the last sibling added is on top, as in UIKit.
    std::vector<QWidget *> views;
    std::unordered_map<const QWidget *, long> ids;
    for (const auto &row : tree) {
        const long id = row[0], parent = row[1];
        if (id != long(views.size()) || parent >= id || (parent < 0) != (id == 0)) {
            std::fprintf(stderr, "qtbench: tree.txt: ids must be 0…N in order, each parent before its children\n");
            return 1;
        }
        QWidget *view = parent < 0 ? new QWidget : new QWidget(views[parent]);
        view->setGeometry(int(row[2]), int(row[3]), int(row[4]), int(row[5]));
        if (row[6] != 0) view->hide();
        ids[view] = id;
        views.push_back(view);
    }
    if (views.empty()) {
        std::fprintf(stderr, "qtbench: tree.txt: no views\n");
        return 1;
    }
    QWidget *root = views[0];
    root->show();  // every child not hidden explicitly is shown with it
    std::vector<QPoint> points;
    for (const auto &row : pointRows) points.emplace_back(int(row[0]), int(row[1]));

    std::vector<const QWidget *> hits(points.size());
    auto runAll = [&] {
        for (size_t i = 0; i < points.size(); ++i) {
            if (!root->rect().contains(points[i])) {
                hits[i] = nullptr;
                continue;
            }
            const QWidget *child = root->childAt(points[i]);
            hits[i] = child ? child : root;
        }
    };
    runAll();  // warm-up
    std::vector<double> samples;
    for (int r = 0; r < repeats; ++r) {
        const auto start = std::chrono::steady_clock::now();
        runAll();
        const std::chrono::duration<double, std::nano> elapsed = std::chrono::steady_clock::now() - start;
        samples.push_back(elapsed.count() / double(std::max<size_t>(points.size(), 1)));
    }
    std::sort(samples.begin(), samples.end());

    // ref_hit.py: the sum of (i + 1) × hit over the queries, modulo 2^61 (a miss, −1, wraps).
    const unsigned long long mask = (1ULL << 61) - 1;
    unsigned long long checksum = 0;
    std::ofstream out(argv[3]);
    for (size_t i = 0; i < hits.size(); ++i) {
        const long hit = hits[i] ? ids[hits[i]] : -1;
        out << hit << '\n';
        checksum = (checksum + (unsigned long long)(i + 1) * (unsigned long long)(long long)hit) & mask;
    }
    if (!out) {
        std::fprintf(stderr, "qtbench: cannot write %s\n", argv[3]);
        return 1;
    }
    std::printf("peer qt n %zu queries %zu ns_per_query %ld checksum %llu\n", views.size() - 1, points.size(),
                std::lround(samples[samples.size() / 2]), checksum);
    return 0;
}
